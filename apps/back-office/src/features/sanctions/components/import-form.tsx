import { zodResolver } from '@hookform/resolvers/zod';
import { sanctionsImportUrlSchema, type SanctionsSourceName } from '@homeward/contract';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FieldError } from '@homeward/ui/field-message';
import { TextField } from '@homeward/ui/text-field';
import { Button } from '@/components/button';
import { useImportList, type ListImport } from '../api/sanctions';
import { ImportPending, ImportRefused, ImportSucceeded } from './import-outcome';

/** What each publisher's file is, as the file picker offers it. */
const fileTypes: Record<SanctionsSourceName, string> = {
  ofac: '.csv,text/csv',
  un: '.xml,application/xml,text/xml',
  dfat: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

interface FormProps {
  source: SanctionsSourceName;
  busy: boolean;
  send: (input: ListImport) => void;
}

function FileImport({ source, busy, send }: FormProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!file);
    if (file) send({ file });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
          List file
        </label>
        <input
          id={id}
          type="file"
          accept={fileTypes[source]}
          disabled={busy}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-muted file:mr-3 file:min-h-11 file:rounded-field file:border file:border-line file:bg-surface file:px-4 file:font-semibold file:text-ink hover:file:bg-canvas"
        />
        <FieldError id={`${id}-error`} message={missing ? 'Choose the list file.' : undefined} />
      </div>
      <Button type="submit" variant="secondary" loading={busy}>
        Import file
      </Button>
    </form>
  );
}

function UrlImport({ busy, send }: FormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ url: string }>({
    resolver: zodResolver(sanctionsImportUrlSchema),
    defaultValues: { url: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(({ url }) => send({ url }))} className="space-y-3">
      <TextField
        label="Or the list's address"
        type="url"
        inputMode="url"
        placeholder="https://"
        disabled={busy}
        error={errors.url?.message}
        {...register('url')}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        Import from address
      </Button>
    </form>
  );
}

/** A new version of one list, from a file or an address; then what came of it. */
export function ImportForm({ source }: { source: SanctionsSourceName }) {
  const importList = useImportList(source);
  const props: FormProps = {
    source,
    busy: importList.isPending,
    send: (input) => importList.mutate(input),
  };
  return (
    <div className="space-y-5">
      <FileImport {...props} />
      <UrlImport {...props} />
      <div role="status">
        {importList.isPending ? <ImportPending input={importList.variables} /> : null}
      </div>
      {importList.isSuccess ? <ImportSucceeded result={importList.data} /> : null}
      {importList.isError ? <ImportRefused error={importList.error} /> : null}
    </div>
  );
}
