import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useObjectUrl } from '../../lib/use-object-url.ts';

/** A chosen photo's preview, so the sender sees it is the right one. */
function Preview({ file, n }: { file: File; n: number }) {
  const url = useObjectUrl(file);
  if (!url) return <span className="text-xs break-all text-muted-foreground">{file.name}</span>;
  return (
    <img
      src={url}
      alt={`Chosen ${n}: ${file.name}`}
      className="size-20 rounded-md border border-border object-cover"
    />
  );
}

/**
 * Up to `max` photos for a dispute, taken with the phone's camera (or chosen, on a computer) one
 * or a few at a time; each can be taken out again before sending. The parent keeps the list, so a
 * failed send loses none of it.
 */
export function DisputePhotoPicker({
  label,
  photos,
  onChange,
  max,
  hint,
}: {
  label: string;
  photos: File[];
  onChange: (photos: File[]) => void;
  max: number;
  hint: string;
}) {
  // A new key empties the file input after each pick, so the same photo can be taken again.
  const [round, setRound] = useState(0);
  // Each chosen file's key, kept while it is in the list (the same file may be chosen twice).
  const keys = useRef(new WeakMap<File, number>());
  const made = useRef(0);
  const keyOf = (file: File) => {
    let key = keys.current.get(file);
    if (key === undefined) {
      key = ++made.current;
      keys.current.set(file, key);
    }
    return key;
  };
  const full = photos.length >= max;
  return (
    <div className="flex flex-col gap-2">
      <Field label={label} hint={full ? `${hint} You have chosen ${max}, the most you can send.` : hint}>
        <Input
          key={round}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          disabled={full}
          className="h-auto py-2"
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            onChange([...photos, ...picked].slice(0, max));
            setRound((r) => r + 1);
          }}
        />
      </Field>
      {photos.length > 0 && (
        <ul aria-label="Chosen photos" className="flex flex-wrap gap-3">
          {photos.map((file, i) => (
            <li key={keyOf(file)} className="flex flex-col items-start gap-1">
              <Preview file={file} n={i + 1} />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(photos.filter((_, j) => j !== i))}
                aria-label={`Remove photo ${i + 1}`}
              >
                <X className="size-4" aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
