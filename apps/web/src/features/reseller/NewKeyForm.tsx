import { API_SCOPES, type ApiScope } from '@stock/contracts/values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { messageOf } from '../auth/form/server-errors';
import { TextField } from '../auth/form/TextField';
import { CREDENTIAL_KINDS, type CredentialKind, type ShownSecret } from './credential-kinds';

const SCOPE_LABELS: Record<ApiScope, string> = {
  search: 'Search the catalogue and read files',
  license: 'License files for clients and download them',
  collections: 'Use collections',
  webhooks: 'Receive webhooks',
};

/** Creates a key or an OAuth app; the secret goes to `onCreated`, to be shown once. */
export function NewKeyForm({ kind = 'key', onCreated }: { kind?: CredentialKind; onCreated: (shown: ShownSecret) => void }) {
  const words = CREDENTIAL_KINDS[kind];
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['search']);
  const [sandbox, setSandbox] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: () => words.create({ name: name.trim(), scopes, sandbox }),
    onSuccess: ({ shown, message }) => {
      toast.success(message);
      onCreated(shown);
      setName('');
      void queryClient.invalidateQueries({ queryKey: words.queryKey });
    },
    onError: (failure) => toast.error(messageOf(failure)),
  });
  const toggle = (scope: ApiScope) => setScopes(scopes.includes(scope) ? scopes.filter((s) => s !== scope) : [...scopes, scope]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) setError(`Name the ${kind === 'key' ? 'key' : 'app'} after what uses it.`);
    else if (scopes.length === 0) setError('Choose at least one scope.');
    else {
      setError(undefined);
      create.mutate();
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={words.formLabel} className="space-y-4 rounded-2xl border border-slate-200 p-4">
      <TextField
        id={`${kind}-name`}
        label={words.nameLabel}
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={100}
        required
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Scopes</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {API_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
              <span>
                <code>{scope}</code>: {SCOPE_LABELS[scope]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={sandbox} onChange={(e) => setSandbox(e.target.checked)} />
        Sandbox {kind === 'key' ? 'key' : 'app'} (test mode: licences charge nothing, downloads are watermarked)
      </label>
      {error && <p className="text-sm text-red-700">{error}</p>}
      <button
        type="submit"
        disabled={create.isPending}
        className="rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50"
      >
        {create.isPending ? 'Creating…' : words.submit}
      </button>
    </form>
  );
}
