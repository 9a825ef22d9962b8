import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useFileDownload } from '../../lib/file-download';
import type { ImportKindName } from './import-kinds';

export const TEMPLATE_FORMATS = ['csv', 'xlsx', 'xls'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];

const templatePath = (kind: ImportKindName, format: TemplateFormat) => `/${kind}/import/template?format=${format}`;

/** GET /api/{kind}/import/template: an empty file with the header row in the user's language. */
export function useTemplateDownload(kind: ImportKindName) {
  const { t } = useTranslation();
  const { download, isPending } = useFileDownload((error) =>
    notifyError(errorMessage(error, t('web-imports:templates.failed'))),
  );
  return {
    download: (format: TemplateFormat) =>
      download(templatePath(kind, format), `${t(`web-imports:kinds.${kind}.templateFileName`)}.${format}`),
    /** Whether a template in this format is being downloaded. */
    isPending: (format: TemplateFormat) => isPending(templatePath(kind, format)),
  };
}
