import { passwordRules, type PasswordPolicy } from '@/features/auth/flow/password-rules';
import { classNames } from '../class-names';
import { Icon } from '../icons/icon';
import { ICON_PATHS } from '../icons/paths';
import styles from './form.module.css';

/** The pool's password rules, ticked off live as the person types. */
export function PasswordChecklist({
  id,
  password,
  policy,
}: {
  id: string;
  password: string;
  policy: PasswordPolicy;
}) {
  return (
    <div id={id} className={styles.checklist}>
      <p className={styles.checklistIntro}>Your password needs:</p>
      <ul className={styles.rules}>
        {passwordRules(policy).map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.id} className={classNames(styles.rule, met && styles.met)}>
              <Icon path={met ? ICON_PATHS.checkCircle : ICON_PATHS.radioUnchecked} size="small" />
              <span className={styles.ruleText}>
                {rule.label}
                <span className="app-visually-hidden">{met ? ' (done)' : ' (not yet)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
