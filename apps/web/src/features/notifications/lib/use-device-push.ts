import { useCallback, useEffect, useState } from 'react';
import {
  devicePushState,
  turnDevicePushOff,
  turnDevicePushOn,
  type DevicePushState,
} from './device-push';

/** This device's push state, and turning it on or off; `failed` when the last change failed. */
export function useDevicePush() {
  const [state, setState] = useState<DevicePushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    devicePushState()
      .catch((): DevicePushState => 'off')
      .then((found) => current && setState(found));
    return () => {
      current = false;
    };
  }, []);

  const change = useCallback(async (to: () => Promise<DevicePushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await to());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    state,
    busy,
    failed,
    turnOn: () => change(turnDevicePushOn),
    turnOff: () => change(turnDevicePushOff),
  };
}
