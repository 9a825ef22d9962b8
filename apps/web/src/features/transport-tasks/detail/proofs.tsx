import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProofOfDelivery, TransportStop } from '@rahti/domain';
import type { TransportFormat } from '../use-transport-format';
import { FactsList } from './facts-list';
import { stopLabel } from './stop-label';
import { StoredImage } from './stored-image';

/** Each delivery's proof: who signed, the signature drawn on the phone, photos, when and where. */
export function Proofs({
  proofs,
  stops,
  format,
}: {
  proofs: readonly ProofOfDelivery[];
  stops: readonly TransportStop[];
  format: TransportFormat;
}) {
  const { t } = useTranslation();
  if (proofs.length === 0) return <Text size="sm">{t('web-transport:proof.none')}</Text>;
  return (
    <Stack>
      {proofs.map((proof) => {
        const stop = stopLabel(t, stops, proof.stopId) ?? t('web-transport:proof.delivery');
        return (
          <Paper key={`${proof.stopId}-${proof.at}`} withBorder p="sm">
            <Stack gap="sm">
              <Title order={3} size="h5">
                {stop}
              </Title>
              <FactsList
                facts={[
                  [t('web-transport:proof.signer'), proof.signerName],
                  [t('web-transport:proof.at'), format.dateTime(proof.at)],
                  [t('web-transport:proof.position'), format.position(proof.position)],
                ]}
              />
              <Group align="flex-start" gap="md">
                {proof.signatureFileId ? (
                  <StoredImage
                    fileId={proof.signatureFileId}
                    width={240}
                    height={100}
                    name={t('web-transport:proof.signature', { name: proof.signerName })}
                  />
                ) : (
                  <Text size="sm">{t('web-transport:proof.noSignature')}</Text>
                )}
                {proof.photoIds.map((id, index) => (
                  <StoredImage
                    key={id}
                    fileId={id}
                    width={100}
                    height={100}
                    name={t('web-transport:proof.photo', { number: index + 1, stop })}
                  />
                ))}
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
