import { useEffect, useState } from 'react';
import { AutoComplete, Checkbox, Form, Input, Modal } from 'antd';
import type { BookmarkDto, BookmarkUpdateRequest } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';

interface Values {
  notes: string;
  bookmarkFolder: string;
  notifyPriceChange: boolean;
  notifyStatusChange: boolean;
  notifyAvailability: boolean;
}

/** Edits a saved listing's note, folder and the three alert flags. */
export function EditBookmarkModal({
  bookmark,
  folders,
  onSave,
  onClose,
}: {
  bookmark: BookmarkDto | null;
  folders: string[];
  onSave: (id: string, body: BookmarkUpdateRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!bookmark) return;
    form.setFieldsValue({
      notes: bookmark.notes ?? '',
      bookmarkFolder: bookmark.bookmarkFolder ?? '',
      notifyPriceChange: bookmark.notifyPriceChange,
      notifyStatusChange: bookmark.notifyStatusChange,
      notifyAvailability: bookmark.notifyAvailability,
    });
  }, [bookmark, form]);

  const submit = async (values: Values) => {
    if (!bookmark) return;
    setSaving(true);
    try {
      await onSave(bookmark.id, {
        notes: values.notes.trim() || null,
        bookmarkFolder: values.bookmarkFolder.trim() || null,
        notifyPriceChange: values.notifyPriceChange,
        notifyStatusChange: values.notifyStatusChange,
        notifyAvailability: values.notifyAvailability,
      });
      toast.success('Saved property updated');
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!bookmark}
      title={bookmark ? `Edit saved property: ${bookmark.property.title}` : 'Edit saved property'}
      okText="Save changes"
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      forceRender
      className="rp-modal"
    >
      <Form
        form={form}
        name="bookmark"
        layout="vertical"
        onFinish={(v) => void submit(v)}
        requiredMark={false}
      >
        <Form.Item
          name="notes"
          label="Note"
          rules={[{ max: 1000, message: 'Notes must be 1000 characters or fewer' }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={1000}
            showCount
            placeholder="e.g. Ask about the generator hours"
          />
        </Form.Item>
        <Form.Item
          name="bookmarkFolder"
          label="Folder"
          rules={[{ max: 100, message: 'Folder names must be 100 characters or fewer' }]}
        >
          <AutoComplete
            options={folders.map((f) => ({ value: f }))}
            placeholder="e.g. Lekki shortlist"
            maxLength={100}
            allowClear
            filterOption={(input, option) =>
              (option?.value ?? '').toLowerCase().includes(input.toLowerCase())
            }
          />
        </Form.Item>
        <fieldset className="rp-fieldset">
          <legend>Email me when</legend>
          <Form.Item name="notifyPriceChange" valuePropName="checked" noStyle>
            <Checkbox>the price changes</Checkbox>
          </Form.Item>
          <Form.Item name="notifyStatusChange" valuePropName="checked" noStyle>
            <Checkbox>the status changes</Checkbox>
          </Form.Item>
          <Form.Item name="notifyAvailability" valuePropName="checked" noStyle>
            <Checkbox>it becomes available again</Checkbox>
          </Form.Item>
        </fieldset>
      </Form>
    </Modal>
  );
}
