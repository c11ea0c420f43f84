import { Modal } from '@mantine/core';
import { useIntl } from 'react-intl';
import { DocumentList } from '../../../../components/documents/document-list.tsx';

type DocumentsModalProps = {
  opened: boolean;
  onClose: () => void;
  participationId: number;
  congressSlug: string;
  name: string;
};

/** A row's documents for staff (decisions 38): every invoice and credit note issued, and the proforma. */
export function DocumentsModal({
  opened,
  onClose,
  participationId,
  congressSlug,
  name,
}: DocumentsModalProps) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage(
        { id: 'participations.documents.title', defaultMessage: 'Documents of {name}' },
        { name },
      )}
    >
      {opened && <DocumentList participationId={participationId} congressSlug={congressSlug} />}
    </Modal>
  );
}
