import {
  DOCUMENT_ACCEPT,
  DOCUMENT_FILE_REQUIRED,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  documentFieldsSchema,
  documentTooLargeMessage,
  lusakaDay,
} from '@njira/domain';
import { Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useUploadDocument } from './api/upload-document.ts';

interface Errors {
  type?: string | undefined;
  expiresOn?: string | undefined;
  file?: string | undefined;
  /** The server's refusal (a file of the wrong kind, too large, one already waiting). */
  form?: string | undefined;
}

/**
 * Upload one document: its type, its expiry day and the file (PDF, JPEG or PNG, at most 5 MB). A
 * refusal is shown under the form and keeps the chosen type and date, so only the file needs
 * choosing again.
 */
export function DocumentUploadForm({ initialType }: { initialType: DocumentType }) {
  const [type, setType] = useState<DocumentType>(initialType);
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();
  const today = lusakaDay(new Date());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const checked = documentFieldsSchema(today).safeParse({ type, expiresOn });
    const next: Errors = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const key = issue.path[0] === 'type' ? 'type' : 'expiresOn';
        next[key] ??= issue.message;
      }
    }
    if (!file) next.file = DOCUMENT_FILE_REQUIRED;
    else if (file.size > DOCUMENT_MAX_BYTES) next.file = documentTooLargeMessage(DOCUMENT_MAX_BYTES);
    setErrors(next);
    if (!file || Object.keys(next).length > 0) return;
    try {
      await upload.mutateAsync({ type, expiresOn, file });
      toast.success('Document uploaded', `${DOCUMENT_TYPE_LABELS[type]} is waiting for review`);
      setExpiresOn('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      setErrors({ form: errorMessage(error, 'The document was not uploaded') });
    }
  }

  return (
    <form
      noValidate
      aria-label="Upload a document"
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
    >
      <Field label="Document type" error={errors.type} required>
        <Select
          required
          value={type}
          onChange={(e) => {
            setType(e.target.value as DocumentType);
            setErrors((old) => ({ ...old, type: undefined, form: undefined }));
          }}
        >
          {DOCUMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {DOCUMENT_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Expiry date" error={errors.expiresOn} hint="The last day the document is valid" required>
        <Input
          type="date"
          required
          min={today}
          value={expiresOn}
          onChange={(e) => {
            setExpiresOn(e.target.value);
            setErrors((old) => ({ ...old, expiresOn: undefined, form: undefined }));
          }}
        />
      </Field>
      <Field label="File" error={errors.file} hint="PDF, JPEG or PNG, at most 5 MB" required>
        <Input
          ref={fileInput}
          type="file"
          required
          accept={DOCUMENT_ACCEPT}
          className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm"
          onChange={() => setErrors((old) => ({ ...old, file: undefined, form: undefined }))}
        />
      </Field>
      {errors.form && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.form}
        </p>
      )}
      <div>
        <Button type="submit" loading={upload.isPending}>
          {!upload.isPending && <Upload className="size-4" aria-hidden="true" />}
          Upload document
        </Button>
      </div>
    </form>
  );
}
