import {
  type Fix,
  isInRegion,
  isStageOnTheRoad,
  isUsableAccuracy,
  type StageId,
  shouldReport,
} from '@njira/domain';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { reportPosition } from './api/shipment-positions.ts';
import { onStageFix } from './stage-fix.ts';

/** What the phone's position reporting is doing, for the words under the switch. */
export type ReporterStatus =
  | { kind: 'off' }
  | { kind: 'waiting' }
  | { kind: 'sent'; at: number }
  | { kind: 'denied' }
  | { kind: 'unavailable' }
  | { kind: 'unsupported' }
  /** The phone's fix was too rough to send (over 5 km), or outside the region Njira serves. */
  | { kind: 'imprecise' }
  | { kind: 'outside' }
  | { kind: 'refused'; message: string };

/** A stage update's fix: fresh if the phone has one from the last 5 minutes, given up after 20 s. */
const STAGE_FIX_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 300_000 };
const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 60_000 };

const fixOf = (p: GeolocationPosition): Fix => ({
  latitude: p.coords.latitude,
  longitude: p.coords.longitude,
  accuracy: p.coords.accuracy,
  at: p.timestamp,
});

/**
 * While sharing is on and the shipment is on the road, watches the phone's position and sends a fix
 * when the domain's cadence says so (5 minutes or 1 km), plus one with every stage update. Only
 * while this page is open and visible: browsers stop giving a hidden page positions.
 */
export function usePositionReporter(
  shipmentId: string,
  sharing: boolean,
  stage: StageId | null,
): ReporterStatus {
  const [status, setStatus] = useState<ReporterStatus>({ kind: 'off' });
  const lastSent = useRef<Fix | null>(null);
  const watching = sharing && isStageOnTheRoad(stage);

  useEffect(() => {
    if (!sharing) {
      setStatus({ kind: 'off' });
      return;
    }
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setStatus({ kind: 'unsupported' });
      return;
    }
    let live = true;
    const send = async (fix: Fix) => {
      // What the server would refuse as junk is not sent (nor stretched to fit).
      if (!isUsableAccuracy(fix.accuracy)) return setStatus({ kind: 'imprecise' });
      if (!isInRegion(fix)) return setStatus({ kind: 'outside' });
      const previous = lastSent.current;
      lastSent.current = fix;
      try {
        await reportPosition(shipmentId, {
          id: crypto.randomUUID(),
          latitude: fix.latitude,
          longitude: fix.longitude,
          accuracy: fix.accuracy,
          takenAt: new Date(fix.at).toISOString(),
        });
        // Said even when the effect has moved on meanwhile (a stage update's fix lands as the
        // new stage starts the watch); with sharing off the card says 'Off' whatever this is.
        setStatus({ kind: 'sent', at: Date.now() });
      } catch (error) {
        // Not sent: the next fix tries again.
        lastSent.current = previous;
        setStatus({ kind: 'refused', message: errorMessage(error, 'The position was not sent') });
      }
    };
    const failed = (error: GeolocationPositionError) => {
      if (!live) return;
      if (error.code === error.PERMISSION_DENIED) setStatus({ kind: 'denied' });
      else if (error.code === error.POSITION_UNAVAILABLE) setStatus({ kind: 'unavailable' });
    };

    const stopStageFix = onStageFix(shipmentId, (next) => {
      if (!isStageOnTheRoad(next)) return;
      geo.getCurrentPosition((p) => void send(fixOf(p)), failed, STAGE_FIX_OPTIONS);
    });
    let watchId: number | null = null;
    if (watching) {
      setStatus((s) => (s.kind === 'sent' ? s : { kind: 'waiting' }));
      watchId = geo.watchPosition(
        (p) => {
          const fix = fixOf(p);
          if (shouldReport(lastSent.current, fix)) void send(fix);
        },
        failed,
        WATCH_OPTIONS,
      );
    } else {
      setStatus({ kind: 'off' });
    }
    return () => {
      live = false;
      stopStageFix();
      if (watchId !== null) geo.clearWatch(watchId);
    };
  }, [shipmentId, sharing, watching]);

  return status;
}
