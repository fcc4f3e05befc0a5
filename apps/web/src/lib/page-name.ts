// The tracking page-name rule has one home, the tracker (it runs in the browser too); the server
// (route guard, analytics rollups) uses the same function.
export { trackingPageName } from '@tsuzuri/tracker/page-name';
