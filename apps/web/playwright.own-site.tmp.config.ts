import base from './playwright.config';
// Local only (not committed): the products spec starts its own site; skip the four shared ones.
export default { ...base, webServer: undefined };
