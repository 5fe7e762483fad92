import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface LoadErrorProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A read that failed (already logged quietly, docs/product-rules.md#wording): what failed and Try again. */
export function LoadError({ message, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <Card className="flex flex-col items-start gap-3 p-5">
      <p className="text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden />
        {retryLabel}
      </Button>
    </Card>
  );
}
