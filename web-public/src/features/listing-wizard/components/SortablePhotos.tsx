import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import { DeleteOutlined, HolderOutlined, PictureOutlined, StarOutlined } from '@ant-design/icons';
import type { DraftPhoto } from '../draft';

const SOURCE_TAGS: Record<DraftPhoto['source'], string> = {
  file: 'File',
  url: 'URL',
  saved: 'Saved',
};

/** A stored photo's thumbnail; a picture that cannot be shown gives way to a placeholder. */
function Thumb({ photo, index }: { photo: DraftPhoto; index: number }) {
  const [broken, setBroken] = useState(false);
  return broken ? (
    <span className="lw-thumb__placeholder" role="img" aria-label={`Photo ${index + 1}`}>
      <PictureOutlined aria-hidden="true" />
    </span>
  ) : (
    <img
      src={photo.image.thumbnailUrl ?? photo.image.url}
      alt={`Photo ${index + 1}: ${photo.name}`}
      loading="lazy"
      draggable={false}
      onError={() => setBroken(true)}
    />
  );
}

function SortablePhoto({
  photo,
  index,
  onCover,
  onRemove,
}: {
  photo: DraftPhoto;
  index: number;
  onCover(): void;
  onRemove(): void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: photo.image.url });
  const cover = index === 0;
  return (
    <li
      ref={setNodeRef}
      className={`lw-thumb${isDragging ? ' lw-thumb--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-photo-url={photo.image.url}
    >
      <Thumb photo={photo} index={index} />
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="lw-thumb__handle"
        aria-label={`Move photo ${index + 1}`}
        {...attributes}
        {...listeners}
      >
        <HolderOutlined aria-hidden="true" />
      </button>
      <span className="lw-thumb__tags">
        <span className={`lw-tag lw-tag--${photo.source}`}>{SOURCE_TAGS[photo.source]}</span>
        {cover && <span className="lw-tag lw-tag--cover">Cover</span>}
      </span>
      {!cover && (
        <Button
          className="lw-thumb__cover"
          size="small"
          icon={<StarOutlined aria-hidden="true" />}
          aria-label={`Make photo ${index + 1} the cover`}
          title="Make cover"
          onClick={onCover}
        />
      )}
      <Button
        className="lw-thumb__remove"
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden="true" />}
        aria-label={`Remove photo ${index + 1}`}
        onClick={onRemove}
      />
    </li>
  );
}

/**
 * The stored photos as thumbnails: drag one by its handle (mouse, touch or the keyboard's
 * space and arrows) to reorder, make any the cover (it moves first), remove. The first is the
 * cover, as the server shows it.
 */
export function SortablePhotos({
  photos,
  onChange,
}: {
  photos: DraftPhoto[];
  onChange(photos: DraftPhoto[]): void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = photos.map((p) => p.image.url);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onChange(arrayMove(photos, from, to));
  };
  const announce = (id: string | number) => `photo ${ids.indexOf(String(id)) + 1}`;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${announce(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${announce(active.id)} is over position ${ids.indexOf(String(over.id)) + 1}.`
              : '',
          onDragEnd: ({ active, over }) =>
            over
              ? `Moved ${announce(active.id)} to position ${ids.indexOf(String(over.id)) + 1}.`
              : '',
          onDragCancel: ({ active }) => `Left ${announce(active.id)} where it was.`,
        },
        screenReaderInstructions: {
          draggable:
            'To move a photo, press space, move it with the arrow keys, and press space again to drop it.',
        },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className="lw-thumbs" aria-label="Photos of this listing">
          {photos.map((photo, i) => (
            <SortablePhoto
              key={photo.image.url}
              photo={photo}
              index={i}
              onCover={() => onChange(arrayMove(photos, i, 0))}
              onRemove={() => onChange(photos.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
