import { Progress } from '../../../components/ui/progress';

/** The bar and its words while an upload runs (100 % = sent; the server still converts the images). */
export function UploadProgress({
  progress,
  label = 'Upload progress',
}: {
  progress: number;
  label?: string;
}) {
  const text = progress >= 100 ? 'Processing images…' : `Uploading… ${progress}%`;
  return (
    <div className="grid gap-1.5" role="status">
      <Progress value={progress} aria-label={label} />
      <p className="text-xs text-muted">{text}</p>
    </div>
  );
}
