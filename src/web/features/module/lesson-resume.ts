import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ModuleBody } from '../../../content/schema/module-body';
import { hasProgress, LESSON_POSITION_VERSION, lessonFingerprint, newerPosition, usablePosition, type LessonPosition } from '../../../domain/lesson-position';
import {
  clearDevicePosition,
  deleteServerPosition,
  fetchServerPosition,
  GUEST_OWNER,
  markDevicePositionSynced,
  putServerPosition,
  readDevicePosition,
  takeServerPosition,
  writeDevicePosition,
} from '../../lib/lesson-position';

/** A position without what the page adds (version, content fingerprint, time): what a player reports. */
type WithoutStamp<T> = T extends unknown ? Omit<T, 'version' | 'fingerprint' | 'updatedAt'> : never;
export type LessonPlace = WithoutStamp<LessonPosition>;

/** Saves wait this long after the last change, so typing a draft or tapping tiles is one write, not ten. */
export const SAVE_DELAY_MS = 300;

export type LessonResume = {
  status: 'loading' | 'ready';
  /** Where to open the lesson; null: from the start. */
  initial: LessonPosition | null;
  /** Bumped by Start again, so the player remounts fresh. */
  run: number;
  /** The learner moved or chose something: kept on this device and, signed in, on the server. */
  report: (place: LessonPlace) => void;
  /** The quiz was submitted (graded or queued): the position is cleared and nothing more is kept. */
  finished: () => void;
  startAgain: () => void;
};

/** Whether the server says "no position" after it had this device's: the lesson was finished or restarted elsewhere. */
export function chooseOpeningPosition(
  device: { position: LessonPosition | null; synced: boolean } | null,
  server: { reached: false } | { reached: true; position: LessonPosition | null; empty: boolean },
): LessonPosition | null {
  const fromDevice = device?.position ?? null;
  if (!server.reached) return fromDevice;
  if (server.empty && device?.synced) return null;
  return newerPosition(fromDevice, server.position);
}

/**
 * Where this lesson was left (decision 027): reads the device's and (signed in) the server's positions, opens at the
 * newer, and keeps every later move. `arrivedQueued`: the quiz was finished on an earlier visit and waits in the
 * outbox, so the lesson opens as a finished one does.
 */
export function useLessonResume({
  moduleId,
  body,
  userId,
  arrivedQueued,
}: {
  moduleId: string;
  body: ModuleBody | null;
  userId: string | null;
  arrivedQueued: boolean;
}): LessonResume {
  const owner = userId ?? GUEST_OWNER;
  const fingerprint = useMemo(() => (body ? lessonFingerprint(body) : null), [body]);
  const openKey = `${owner}/${moduleId}/${fingerprint ?? ''}`;
  const [opened, setOpened] = useState<{ key: string; initial: LessonPosition | null } | null>(null);
  const [run, setRun] = useState(0);
  const finishedRef = useRef(false);
  const latest = useRef<{ position: LessonPosition; synced: boolean; json: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Decided before the first paint whenever the answer is already here (a visitor, a queued lesson, or the server's
  // position fetched by the route's loader), so the lesson appears at its step without a loading frame.
  useLayoutEffect(() => {
    if (!body) return;
    let cancelled = false;
    finishedRef.current = false;
    latest.current = null;
    const open = (initial: LessonPosition | null) => {
      if (cancelled) return;
      latest.current = initial ? { position: initial, synced: false, json: JSON.stringify(placeOf(initial)) } : null;
      setOpened({ key: openKey, initial });
    };
    let stored = readDevicePosition(owner, moduleId);
    if (!stored && userId) {
      // A visitor who signs in midway carries on: the guest's position becomes the learner's (as guest progress does).
      const guest = readDevicePosition(GUEST_OWNER, moduleId);
      if (guest) {
        stored = { position: guest.position, synced: false };
        clearDevicePosition(GUEST_OWNER, moduleId);
      }
    }
    const fromDevice = stored ? usablePosition(stored.position, body) : null;
    // Damaged, other content, or nothing worth continuing: dropped rather than kept forever.
    if (stored && !fromDevice) clearDevicePosition(owner, moduleId);
    if (arrivedQueued) {
      clearDevicePosition(owner, moduleId);
      open(null);
      return;
    }
    const device = fromDevice && stored ? { position: fromDevice, synced: stored.synced } : null;
    if (!userId) {
      open(fromDevice);
      return;
    }
    const fromServerAnswer = (raw: unknown) => {
      const fromServer = usablePosition(raw, body);
      const chosen = chooseOpeningPosition(device, { reached: true, position: fromServer, empty: raw === null });
      if (!chosen) clearDevicePosition(owner, moduleId);
      else if (chosen === fromServer) writeDevicePosition(owner, moduleId, { position: fromServer, synced: true });
      else if (device && !device.synced) void putServerPosition(moduleId, device.position).then(() => markDevicePositionSynced(owner, moduleId, device.position.updatedAt), () => undefined);
      open(chosen);
    };
    // Offline or slow: this device's copy, which is sent when the connection is back.
    const noAnswer = () => open(fromDevice);
    const asked = takeServerPosition(userId, moduleId);
    if (asked?.settled) {
      if (asked.settled.ok) fromServerAnswer(asked.settled.value);
      else noAnswer();
    } else {
      (asked?.promise ?? fetchServerPosition(moduleId)).then(fromServerAnswer, noAnswer);
    }
    return () => {
      cancelled = true;
    };
    // openKey names owner, module and content; arrivedQueued is fixed per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openKey]);

  const send = useCallback(() => {
    const current = latest.current;
    if (!userId || !current || current.synced || finishedRef.current) return;
    const { position } = current;
    putServerPosition(moduleId, position).then(
      () => {
        if (latest.current?.position !== position) return;
        latest.current = { ...latest.current, synced: true };
        markDevicePositionSynced(owner, moduleId, position.updatedAt);
      },
      () => undefined, // Offline: the device copy stays, and the next save or 'online' sends the latest.
    );
  }, [moduleId, owner, userId]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const current = latest.current;
    if (!current || current.synced || finishedRef.current) return;
    writeDevicePosition(owner, moduleId, { position: current.position, synced: false });
    send();
  }, [moduleId, owner, send]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('online', send);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('online', send);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      // Leaving the lesson in the app (another page): what is pending is kept now.
      flush();
    };
  }, [flush, send]);

  const report = useCallback(
    (place: LessonPlace) => {
      if (finishedRef.current || !fingerprint) return;
      const json = JSON.stringify(place);
      if (latest.current?.json === json) return;
      const position = { ...place, version: LESSON_POSITION_VERSION, fingerprint, updatedAt: new Date().toISOString() } as LessonPosition;
      // A lesson only opened is not worth keeping, and must not replace a real position kept elsewhere.
      if (!hasProgress(position)) return;
      latest.current = { position, synced: false, json };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [fingerprint, flush],
  );

  const forget = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    latest.current = null;
    clearDevicePosition(owner, moduleId);
    if (userId) void deleteServerPosition(moduleId).catch(() => undefined);
  }, [moduleId, owner, userId]);

  const finished = useCallback(() => {
    finishedRef.current = true;
    forget();
    // Nothing to continue any more (the player keeps its own state: it does not remount).
    setOpened({ key: openKey, initial: null });
  }, [forget, openKey]);

  const startAgain = useCallback(() => {
    forget();
    setOpened({ key: openKey, initial: null });
    setRun((value) => value + 1);
  }, [forget, openKey]);

  const ready = opened !== null && opened.key === openKey;
  return { status: ready ? 'ready' : 'loading', initial: ready ? opened.initial : null, run, report, finished, startAgain };
}

function placeOf(position: LessonPosition): LessonPlace {
  const { version: _version, fingerprint: _fingerprint, updatedAt: _updatedAt, ...place } = position;
  return place;
}
