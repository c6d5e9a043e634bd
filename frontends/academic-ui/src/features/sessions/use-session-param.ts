import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** `?aula=<id>`: the attendance screen of that session over the page; Back returns to the page. */
export function useSessionParam() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const text = searchParams.get('aula');
  const sessionId = text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;
  const open = (id: number) => {
    const next = new URLSearchParams(location.search);
    next.set('aula', String(id));
    navigate({ search: `?${next}` }, { state: { fromPage: true } });
  };
  const close = () => {
    if ((location.state as { fromPage?: boolean } | null)?.fromPage) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(location.search);
    next.delete('aula');
    const search = next.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true });
  };
  return { sessionId, open, close };
}
