import { Button, Popup } from 'antd-mobile'
import { Link, useNavigate } from 'react-router-dom'
import { useLabels } from '../i18n/useLabels.js'

/** The visitor's half-height bottom sheet: welcome, product name, log in, register (trading spec §2). */
export const LoginPromptSheet = ({ visible, onClose }: { visible: boolean; onClose: () => void }) => {
  const labels = useLabels()
  const navigate = useNavigate()
  return (
    // Rendered inside the app's box (not in <body>), so the theme's colours reach the sheet and its button.
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="login-sheet" getContainer={null}>
      <div className="login-sheet-body" role="dialog" aria-label={labels.logIn}>
        <p className="login-sheet-welcome">{labels.loginPromptWelcome}</p>
        <h2 className="login-sheet-title">{labels.appName}</h2>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => {
            onClose()
            navigate('/login')
          }}
        >
          {labels.logIn}
        </Button>
        <p>
          {labels.noAccount}{' '}
          <Link to="/register" onClick={onClose}>
            {labels.register}
          </Link>
        </p>
      </div>
    </Popup>
  )
}
