import React, {useEffect, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Says so while the device has no network: at a flying field the reader must know that only the
 * pages saved for offline reading will open. The live region is rendered empty on the server and on
 * the first client render; the browser's connection state is read only after hydration.
 */
export default function OfflineNotice(): ReactNode {
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  return (
    <div className={styles.region} role="status" aria-live="polite" data-offline-notice="">
      {offline && (
        <p className={styles.notice}>
          <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d="M3 3l18 18M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.5-2.6M14.5 10.3A10 10 0 0 1 19 12.9M2 9.3a15 15 0 0 1 4.3-2.8M11 5a15 15 0 0 1 11 4.3M12 20h.01"
            />
          </svg>
          <span>
            <strong>You are offline.</strong> Saved pages still open; others load when you reconnect.
          </span>
        </p>
      )}
    </div>
  );
}
