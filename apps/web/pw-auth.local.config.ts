import base from './playwright.config';
export default { ...base, webServer: [], workers: 1 };
