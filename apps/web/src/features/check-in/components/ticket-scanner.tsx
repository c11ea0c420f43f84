import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { loadDecoder } from '../load-decoder.ts';
import { createRepeatFilter } from '../logic/repeat-filter.ts';
import { m } from '../messages.ts';

/**
 * The phone's back camera reading ticket QR codes. The decoder (@zxing/browser) is a build file of
 * its own, loaded by the door only (when the camera is switched on, or to keep it for offline), so no
 * other screen carries it.
 */
export function TicketScanner({ onToken }: { onToken: (token: string) => void }) {
  const intl = useIntl();
  const videoRef = useRef<HTMLVideoElement>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;
  const [isOn, setIsOn] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!isOn || !video) return;
    let controls: { stop: () => void } | undefined;
    let isStopped = false;
    const isNew = createRepeatFilter();
    loadDecoder()
      .then(async ({ BrowserQRCodeReader }) => {
        const reader = new BrowserQRCodeReader();
        controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video,
          (result) => {
            const text = result?.getText();
            if (text && isNew(text, Date.now())) onTokenRef.current(text);
          },
        );
        if (isStopped) controls.stop();
      })
      .catch(() => {
        setHasFailed(true);
        setIsOn(false);
      });
    return () => {
      isStopped = true;
      controls?.stop();
    };
  }, [isOn]);

  return (
    <Stack gap="xs">
      {isOn && (
        <video
          ref={videoRef}
          muted
          playsInline
          style={{ width: '100%', maxHeight: 320, objectFit: 'cover' }}
        />
      )}
      {hasFailed && (
        <Alert color="red.9" variant="filled">
          {intl.formatMessage(m.cameraFailed)}
        </Alert>
      )}
      <Button variant={isOn ? 'outline' : 'filled'} onClick={() => setIsOn((value) => !value)}>
        {intl.formatMessage(isOn ? m.stopCamera : m.scan)}
      </Button>
    </Stack>
  );
}
