import type { ScreenProps } from './screen.ts';
import { useBoundOperation } from './bound-operation.ts';
import { OperationForm } from './OperationForm.tsx';
import { useFieldOverrides, useRouteActions, useScreenBinding } from './route-info.ts';
import { ScreenFrame } from './ScreenFrame.tsx';

/**
 * A form bound to a contract operation that is neither signed nor a query (PlainForm; an upload's
 * UploadForm), with the route's further operations (issue 37) beside it.
 */
export function FormScreen(props: ScreenProps & { submitLabel?: string }) {
  const { fields: screenFields, submitLabel } = props;
  const { operation, title } = useScreenBinding(props);
  const op = useBoundOperation(operation);
  const fields = useFieldOverrides(screenFields);
  return (
    <ScreenFrame title={title} operation={operation} actions={useRouteActions()}>
      <OperationForm op={op} title={title} overrides={fields} {...(submitLabel ? { submitLabel } : {})} />
    </ScreenFrame>
  );
}
