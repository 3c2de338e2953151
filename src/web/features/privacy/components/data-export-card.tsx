import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { exportHref } from '#web/features/privacy/api/delete-business.ts';

/** 'Download all data': a plain link, so the browser streams the ZIP straight to disk. */
export function DataExportCard({ businessId }: { businessId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Download aria-hidden className="size-5" />
          Export your data
        </CardTitle>
        <CardDescription>
          One ZIP file with your business and team (business.json), every piece of feedback, every scan and
          your daily figures as spreadsheets (CSV).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href={exportHref(businessId)} download>
            <Download aria-hidden />
            Download all data
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
