import { useSearchParams } from 'react-router-dom';

/** The page number of a paged list, kept in the address (`?page=2`) so back and reload keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number) => {
    setParams(next <= 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}
