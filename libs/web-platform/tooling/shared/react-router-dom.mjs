// What the shell provides as the shared 'react-router-dom': only the names the front ends import. A shared module is provided whole, so
// sharing the package shipped all of React Router to every screen. A name missing here is `undefined` at run time, and
// tools/shared-facades.spec.mjs fails first: add the name when you use a new one.
export { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
