/** Stands in for the profile panels while the account loads. */
export function ProfileSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-6">
      {[0, 1, 2].map((panel) => (
        <div key={panel} className="h-40 animate-pulse rounded-2xl bg-slate-100" />
      ))}
    </div>
  );
}
