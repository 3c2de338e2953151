import { CustomerLayout } from './layout';

export function BusinessNotFound({ kind }: { kind: 'rate' | 'feedback' }) {
  return (
    <CustomerLayout>
      <h1 className="text-2xl font-bold">Business Not Found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {/* One text node: the server's HTML then holds the sentence whole, not split by React's markers. */}
        {`This ${kind === 'rate' ? 'review' : 'feedback'} link appears to be invalid or the business is no longer available.`}
      </p>
    </CustomerLayout>
  );
}
