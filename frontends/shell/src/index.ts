// Module Federation shares react, the router and the PickWise libs asynchronously: the app starts
// behind this dynamic import so the shared scope is initialised before any of them is evaluated.
void import('./bootstrap.js');
