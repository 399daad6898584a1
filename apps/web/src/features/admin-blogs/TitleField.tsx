import { TextField } from '../auth/form/TextField';

interface TitleFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (title: string) => void;
}

/** An article's title, original or translated: required, at most 200 characters as the API allows. */
export function TitleField({ id, label, value, error, onChange }: TitleFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      name="title"
      required
      maxLength={200}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
