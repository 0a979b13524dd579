import { useState } from 'react';
import { Modal, Slider } from 'antd';
import AvatarEditor, { useAvatarEditor } from 'react-avatar-editor';
import { cropToBlob } from './cropToBlob';
import type { DecodedImage } from './readImage';

/** Side of the visible crop circle in CSS pixels. */
const CROP_SIDE = 240;

export interface CropDialogProps {
  file: File;
  image: DecodedImage;
  /** Encoding of the result: PNG keeps transparency, JPEG stays small for photos. */
  type: 'image/png' | 'image/jpeg';
  onConfirm: (blob: Blob) => void;
  onCancel: () => void;
  /** Called when the picture cannot be cropped or encoded. */
  onFailure: (error: unknown) => void;
}

/**
 * Lets the user position and zoom the picture inside a circle (ratio 1:1) and returns the
 * cropped square as a Blob. Cropping draws from the already decoded image, so the result does
 * not depend on the editor's on-screen canvas size or pixel ratio.
 */
export function CropDialog({ file, image, type, onConfirm, onCancel, onFailure }: CropDialogProps) {
  const editor = useAvatarEditor();
  const [zoom, setZoom] = useState(1);
  const [working, setWorking] = useState(false);

  const confirm = async () => {
    const rect = editor.getCroppingRect() ?? { x: 0, y: 0, width: 1, height: 1 };
    setWorking(true);
    try {
      onConfirm(await cropToBlob(image, rect, type));
    } catch (error) {
      onFailure(error);
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal
      open
      title="Crop picture"
      okText="Save picture"
      cancelText="Cancel"
      onOk={confirm}
      onCancel={onCancel}
      confirmLoading={working}
      destroyOnHidden
      width={CROP_SIDE + 96}
    >
      <p style={{ color: '#595959' }}>
        Drag the picture to place it in the circle, zoom with the slider.
      </p>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <AvatarEditor
          ref={editor.ref}
          image={file}
          width={CROP_SIDE}
          height={CROP_SIDE}
          border={16}
          borderRadius={CROP_SIDE / 2}
          scale={zoom}
          color={[255, 255, 255, 0.7]}
        />
      </div>
      <Slider
        min={1}
        max={3}
        step={0.01}
        value={zoom}
        onChange={setZoom}
        ariaLabelForHandle="Zoom"
        tooltip={{ formatter: (v) => `${Math.round((v ?? 1) * 100)}%` }}
      />
    </Modal>
  );
}
