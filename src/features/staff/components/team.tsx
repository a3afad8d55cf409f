import { useState } from 'react';
import { RowAction } from '@/shared/components/row-action';
import { apiErrorMessage } from '@/shared/api-error';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { LoadFailed } from '@/shared/components/load-failed';
import { Spinner } from '@/shared/components/spinner';
import { StaffTable } from '@/shared/components/staff-table';
import { MIN_PASSWORD_LENGTH } from '@/shared/constants';
import { INVALID_EMAIL, isPlainEmail } from '@/shared/email-address';
import { useForm, type FieldErrors } from '@/shared/hooks/use-form';
import { STAFF_ROLES, type NewStaffInput, type StaffMember } from '@/shared/staff';
import {
  useAddMemberMutation,
  useChangeMemberMutation,
  useEndMemberSessionsMutation,
  useStaffMembersQuery,
} from '../staff-api';
import { useStaffMember } from '../use-staff-session';

type MemberDraft = Record<keyof NewStaffInput, string>;

function checkMember({ email, name, role, password }: MemberDraft): FieldErrors<MemberDraft> {
  const errors: FieldErrors<MemberDraft> = {};
  if (!isPlainEmail(email)) errors.email = INVALID_EMAIL;
  if (!name.trim()) errors.name = 'Enter the name.';
  if (!STAFF_ROLES.some((known) => known === role)) errors.role = 'Choose a role.';
  if (password.length < MIN_PASSWORD_LENGTH)
    errors.password = `The password needs ${MIN_PASSWORD_LENGTH} characters or more.`;
  return errors;
}

const emptyMember: MemberDraft = { email: '', name: '', role: 'staff', password: '' };

function AddMemberForm() {
  const [add] = useAddMemberMutation();
  const [added, setAdded] = useState<string | null>(null);
  const { form, field, errors, values, alert, submitting } = useForm<MemberDraft>({
    initialValues: emptyMember,
    validate: checkMember,
    send: async (draft) => {
      setAdded(null);
      const { member } = await add({
        email: draft.email.trim(),
        name: draft.name.trim(),
        role: draft.role as NewStaffInput['role'],
        password: draft.password,
      }).unwrap();
      setAdded(`${member.email} can sign in now.`);
    },
    fieldErrorsFromServer: 'instead-of-alert',
  });
  return (
    <form {...form} className="staff-form card staff-card" aria-label="Add a member">
      <h2>Add a member</h2>
      <FormAlert message={alert} />
      <FormField label="Email" {...field('email')} type="email" autoComplete="off" required />
      <FormField label="Name" {...field('name')} required />
      <FormField label="Role" error={errors.role}>
        {(control) => (
          <select {...control} name="role" value={values.role} onChange={field('role').onChange}>
            <option value="staff">Staff (orders and stock)</option>
            <option value="owner">Owner (everything)</option>
          </select>
        )}
      </FormField>
      <FormField
        label="Password"
        {...field('password')}
        type="password"
        autoComplete="new-password"
        required
      />
      <button type="submit" className="btn" disabled={submitting}>
        Add member
      </button>
      <p role="status">{added}</p>
    </form>
  );
}

/** The owner ends every session of a member (a lost phone, a shared laptop): they sign in again. */
function SignOutEverywhere({ member, onRefused }: { member: StaffMember; onRefused: (m: string) => void }) {
  const [endSessions, { isLoading }] = useEndMemberSessionsMutation();
  const [ended, setEnded] = useState(false);
  const signOut = () =>
    endSessions(member._id)
      .unwrap()
      .then(() => setEnded(true))
      .catch((error: unknown) => onRefused(apiErrorMessage(error)));
  return (
    <>
      <RowAction
        label={`Sign out every session of ${member.email}`}
        busy={isLoading}
        onClick={() => void signOut()}
      >
        Sign out everywhere
      </RowAction>
      <span role="status">{ended && ' Signed out'}</span>
    </>
  );
}

function MemberRow({
  member,
  self,
  onRefused,
}: {
  member: StaffMember;
  self: boolean;
  onRefused: (m: string) => void;
}) {
  const [change, { isLoading }] = useChangeMemberMutation();
  const toggle = () =>
    change({ staffId: member._id, disabled: !member.disabled })
      .unwrap()
      .catch((error: unknown) => onRefused(apiErrorMessage(error)));

  return (
    <tr>
      <th scope="row">{member.name}</th>
      <td>{member.email}</td>
      <td>{member.role}</td>
      <td>{member.disabled ? 'Disabled' : 'Active'}</td>
      <td>
        {self ? (
          <span className="staff-muted">You</span>
        ) : (
          <RowAction
            label={`${member.disabled ? 'Enable' : 'Disable'} ${member.email}`}
            busy={isLoading}
            onClick={() => void toggle()}
          >
            {member.disabled ? 'Enable' : 'Disable'}
          </RowAction>
        )}
      </td>
      <td>
        {self ? (
          <span className="staff-muted">Change yours under Account</span>
        ) : (
          <SignOutEverywhere member={member} onRefused={onRefused} />
        )}
      </td>
    </tr>
  );
}

/** The shop's staff accounts (owners only): who they are, and a way to add and disable them. */
export function Team() {
  const { data, error, isLoading, refetch } = useStaffMembersQuery(undefined);
  const me = useStaffMember();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div className="staff-columns">
      <AddMemberForm />
      <FormAlert message={refusal} />
      {isLoading && <Spinner label="Loading the team" minHeight={160} />}
      {!data && error && <LoadFailed error={error} onRetry={() => void refetch()} />}
      {data && (
        <StaffTable
          caption="Staff members"
          columns={['Name', 'Email', 'Role', 'State', 'Access', 'Sessions']}
        >
          {data.members.map((member) => (
            <MemberRow
              key={member._id}
              member={member}
              self={member._id === me?._id}
              onRefused={setRefusal}
            />
          ))}
        </StaffTable>
      )}
    </div>
  );
}
