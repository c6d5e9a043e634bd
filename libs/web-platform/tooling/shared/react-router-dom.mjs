// What the shell provides as the shared module 'react-router-dom': the names the front ends
// import from it, and nothing else.
//
// A shared module is provided whole (any remote may ask for any export), so providing the
// package itself shipped all of React Router 7 to every screen, /login included: framework
// mode, server rendering, RSC, cookies and sessions. Re-exporting only what the product uses
// lets the build drop the rest. The imports name 'react-router' and 'react-router/dom' (what
// react-router-dom re-exports), which are not shared themselves, so they are bundled here.
//
// A front end that imports a name missing here would get `undefined` at run time:
// tools/shared-facades.spec.mjs fails the tests first. Add the name here when you use a new one.
export { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
