import { Navigate } from 'react-router-dom';

/** Any path the app does not know goes back to '/'. */
export const RedirectHome = () => <Navigate to="/" replace />;
