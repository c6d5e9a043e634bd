import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitleOf } from '../routes/page-title';

/** Names the browser tab after the screen shown ('Turmas · Treina'), on every route. */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = documentTitleOf(pathname, search);
  }, [pathname, search]);
  return null;
}
