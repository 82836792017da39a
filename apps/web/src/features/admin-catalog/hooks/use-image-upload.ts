import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { checkFiles, isAbortError, uploadImages, type UploadedImage } from '../upload';

export interface ImageUploadState {
  uploading: boolean;
  /** 0–100 while uploading. */
  progress: number;
  /** Uploads the acceptable files; resolves with their results, or [] after a (toasted) failure. */
  upload: (files: readonly File[]) => Promise<UploadedImage[]>;
}

/** One upload at a time with a progress value; failures become destructive toasts; unmount aborts. */
export function useImageUpload(): ImageUploadState {
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(async (files: readonly File[]) => {
    const { ok, error } = checkFiles(files);
    if (error) toast({ title: error, variant: 'destructive' });
    if (ok.length === 0) return [];
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setUploading(true);
    setProgress(0);
    try {
      return await uploadImages(ok, { onProgress: setProgress, signal: current.signal });
    } catch (err) {
      if (!isAbortError(err)) toast({ title: (err as Error).message, variant: 'destructive' });
      return [];
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setUploading(false);
      }
    }
  }, []);

  return { uploading, progress, upload };
}
