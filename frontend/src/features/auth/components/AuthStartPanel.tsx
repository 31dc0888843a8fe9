import { Button } from 'antd';

export function AuthStartPanel({ onLogin, onSignUp }: { onLogin: () => void; onSignUp: () => void }) {
  return (
    <div className="auth-start">
      <h2 className="auth-card__title">Welcome to FitStudio</h2>
      <p className="auth-card__hint">Book classes, manage your membership and track your progress.</p>
      <Button type="primary" size="large" block onClick={onLogin}>
        Log In
      </Button>
      <Button size="large" block onClick={onSignUp}>
        Sign Up
      </Button>
    </div>
  );
}
