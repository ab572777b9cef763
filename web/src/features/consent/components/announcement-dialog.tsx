import { useId } from 'react';
import type { Announcement } from '@domain/model';
import { Modal } from '../../../components/modal';

export function AnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement: Announcement;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Modal titleId={titleId} descriptionId={textId} className="dialog" onDismiss={onClose}>
      <button
        type="button"
        className="dialog__close"
        aria-label="Close"
        data-autofocus
        onClick={onClose}
      >
        ×
      </button>
      <h2 id={titleId} className="dialog__title">
        {announcement.title}
      </h2>
      <div id={textId} className="stack">
        {announcement.message
          .split(/\n{2,}/)
          .filter(Boolean)
          .map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          Got it
        </button>
      </div>
    </Modal>
  );
}
