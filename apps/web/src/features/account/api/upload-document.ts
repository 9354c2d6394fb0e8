import type { CarrierDocument, DocumentType } from '@njira/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

export interface DocumentUploadInput {
  type: DocumentType;
  expiresOn: string;
  file: File;
}

/**
 * POST /api/documents as multipart/form-data: the fields first, then the file (the server checks
 * the fields before it reads the file).
 */
export function uploadDocument(input: DocumentUploadInput, signal?: AbortSignal): Promise<CarrierDocument> {
  const form = new FormData();
  form.append('type', input.type);
  form.append('expiresOn', input.expiresOn);
  form.append('file', input.file, input.file.name);
  return api.post<CarrierDocument>('/documents', form, signal ? { signal } : {});
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentUploadInput) => uploadDocument(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [queryRoots.account, 'documents'] }),
  });
}
