import { useParams } from 'react-router-dom';
import { loadFailureText } from '../api/http';
import { MembershipCheckout } from '../features/billing/components/MembershipCheckout';
import { usePlans } from '../features/billing/hooks/use-membership';
import { ButtonLink } from '../ui/ButtonLink';
import { ScreenLoader } from '../ui/PageLoader';
import { ResultPanel } from '../ui/ResultPanel';
import { usePageTitle } from '../ui/use-page-title';
import { LoadFailure } from '../ui/LoadFailure';
import { SCREEN_TITLES } from '../ui/screen-titles';

const PLAN_NOT_FOUND = 'Plan Not Found';

/** /membership/checkout/{id}: the plan is looked up by its numeric id in the plan list (spec §2). */
export default function MembershipCheckoutPage() {
  const { id } = useParams();
  const plans = usePlans();
  const planId = Number(id);
  const plan = plans.data?.find((candidate) => candidate.id === planId);
  const notFound = plans.isSuccess && !plan;
  // The document title follows the heading, as the offline screen's does.
  usePageTitle(notFound ? PLAN_NOT_FOUND : SCREEN_TITLES.membershipCheckout);

  if (plans.isPending) return <ScreenLoader title={SCREEN_TITLES.membershipCheckout} label="Loading plan" />;
  if (plans.isError) {
    return (
      <div className="page page--narrow">
        <h1 className="page-title">{SCREEN_TITLES.membershipCheckout}</h1>
        <LoadFailure
          title={loadFailureText(plans.error, 'Could not load membership plans.')}
          onRetry={() => plans.refetch()}
        />
      </div>
    );
  }
  if (!plan) {
    return (
      <div className="page page--narrow">
        <ResultPanel
          status="warning"
          title={PLAN_NOT_FOUND}
          subTitle="The membership plan you are looking for does not exist or is no longer offered."
          extra={
            <ButtonLink to="/" type="primary">
              Return to Home
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <MembershipCheckout plan={plan} />
    </div>
  );
}
