/** A round picture of the person, or their initial when they have none. */
export function Avatar({ url, name, size = 'h-20 w-20 text-2xl' }: { url: string | null | undefined; name: string; size?: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return url ? (
    <img src={url} alt={name} className={`${size} shrink-0 rounded-full object-cover ring-1 ring-slate-200`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-sky-100 font-semibold text-sky-800`}
    >
      {initial}
    </span>
  );
}
