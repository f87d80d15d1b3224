// Module Federation shares react, the router and the PickWise libs asynchronously: the app starts
// behind this dynamic import so the shared scope is initialised before any of them is evaluated.
// It starts in a task of its own: evaluating this runtime and starting the shared chunks' loads
// are each a long task on a phone, and together one twice as long.
setTimeout(() => void import('./bootstrap.js'), 0);
