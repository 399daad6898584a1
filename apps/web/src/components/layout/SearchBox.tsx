import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

interface SearchBoxProps {
  size?: 'compact' | 'large';
  id: string;
}

/** Sends the query to /search?q=; the search page owns everything after that. */
export function SearchBox({ size = 'compact', id }: SearchBoxProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  }

  const large = size === 'large';
  return (
    <search className="block w-full">
      <form onSubmit={onSubmit} className="relative w-full">
        <label htmlFor={id} className="sr-only">
          Search photos and videos
        </label>
        <input
          id={id}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={large ? 'Search for mountains, city at night, coffee...' : 'Search photos and videos'}
          maxLength={200}
          enterKeyHint="search"
          className={`w-full rounded-full border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-sky-500 focus:outline-3 focus:outline-sky-500/30 ${large ? 'py-4 pr-16 pl-6 text-lg shadow-xl' : 'py-2 pr-11 pl-4 text-sm'}`}
        />
        <button
          type="submit"
          aria-label="Search"
          className={`absolute top-1/2 -translate-y-1/2 rounded-full bg-slate-900 text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ${large ? 'right-2 p-3' : 'right-1 p-1.5'}`}
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className={`fill-none stroke-current ${large ? 'h-5 w-5' : 'h-4 w-4'}`}
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5" />
          </svg>
        </button>
      </form>
    </search>
  );
}
