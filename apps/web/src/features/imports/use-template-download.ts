import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import type { ImportKindName } from './import-kinds';
import { saveBlob } from './save-blob';
import { useApiRequest } from './use-api-request';

export const TEMPLATE_FORMATS = ['csv', 'xlsx', 'xls'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];

/** GET /api/{kind}/import/template: an empty file with the header row in the user's language. */
export function useTemplateDownload(kind: ImportKindName) {
  const { t } = useTranslation();
  const request = useApiRequest();
  const [pending, setPending] = useState<TemplateFormat>();

  const download = async (format: TemplateFormat) => {
    setPending(format);
    try {
      const response = await fetch(request.url(`/${kind}/import/template?format=${format}`), { headers: request.headers('*/*') }).catch(() => {
        throw request.failure(0);
      });
      if (!response.ok) throw request.failure(response.status, await response.json().catch(() => undefined));
      saveBlob(`${t(`web-imports:kinds.${kind}.templateFileName`)}.${format}`, await response.blob());
    } catch (error) {
      notifyError(errorMessage(error, t('web-imports:templates.failed')));
    } finally {
      setPending(undefined);
    }
  };

  return { download, pending };
}
