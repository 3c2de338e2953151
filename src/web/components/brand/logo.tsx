import { Star } from 'lucide-react';

export { PRODUCT_NAME } from '#shared/lib/product.ts';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center justify-center rounded-lg bg-primary text-primary-foreground ${className}`}
    >
      <Star aria-hidden className="size-1/2 fill-current" />
    </span>
  );
}
