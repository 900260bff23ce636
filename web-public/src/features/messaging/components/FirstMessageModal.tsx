import { useState } from 'react';
import { Input, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MESSAGE_MAX_LENGTH } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { canSend } from '../lib/thread';
import { useStartConversation } from '../queries';

/**
 * The first message of a conversation about a listing, in a modal: sent, the conversation is
 * made (or reused) and the writer goes on in /messages. A tenant writes to the listing's
 * landlord; a landlord names the tenant (`tenantId`: an applicant or a viewer).
 */
export function FirstMessageModal({
  open,
  onClose,
  title,
  intro,
  initialText,
  propertyId,
  tenantId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  initialText: string;
  propertyId: string;
  tenantId?: string;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const start = useStartConversation();
  const send = () =>
    start.mutate(
      { propertyId, tenantId, message: text.trim() },
      {
        onSuccess: (conversation) => {
          onClose();
          navigate(`/messages?conversation=${conversation.id}`);
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to send message')),
      },
    );
  return (
    <Modal
      title={title}
      open={open}
      okText="Send"
      okButtonProps={{ disabled: !canSend(text, start.isPending), loading: start.isPending }}
      onOk={send}
      onCancel={onClose}
    >
      <p>{intro}</p>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label="Your message"
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={MESSAGE_MAX_LENGTH}
      />
    </Modal>
  );
}
