import { Navigate, useLocation } from 'react-router';
import { aliasTarget, bookServiceTarget } from './aliases';

export function AliasRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={aliasTarget(to, search)} replace />;
}

export function BookServiceRedirect() {
  const { search, state } = useLocation();
  return <Navigate to={bookServiceTarget(search, state)} replace />;
}
