/** The line under a sign-in dialog that swaps it for another: 'New to Tomato? Create an Account'. */
import { useAppDispatch } from '../../store/hooks';
import { dialogOpened, type DialogName } from '../../store/uiSlice';

export function SwitchDialog({
  question,
  label,
  to,
}: {
  question: string;
  label: string;
  to: DialogName;
}) {
  const dispatch = useAppDispatch();
  return (
    <p className="auth-switch">
      {question}{' '}
      <button type="button" className="link-button" onClick={() => dispatch(dialogOpened(to))}>
        {label}
      </button>
    </p>
  );
}
