import { ToastContainer } from 'react-toastify';

/** The spec: toasts appear top-centre and close after 2 seconds, everywhere in the product. */
export const TOAST_AUTO_CLOSE_MS = 2000;

export function ToastContainerHost() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      theme="colored"
    />
  );
}
