import { Heart, ListOrdered, MapPin, ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageBanner } from '../../components/ui/page-banner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSession } from '../../lib/session';
import { AddressBook } from '../../features/address/components/address-book';
import { OrdersList } from '../../features/orders/components/orders-list';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { PrivacyControls } from '../../features/account/components/privacy-controls';
import { VerifyBanner } from '../../features/account/components/verify-banner';
import { WishlistSection } from '../../features/wishes/components/wishlist-section';
import { OrderReturns } from '../../features/returns/components/order-returns';
import { useStoreConfig } from '../../features/store-config/api';

const TABS = ['orders', 'wishlist', 'address', 'security'];

export default function AccountPage() {
  const { user } = useSession();
  const returns = useStoreConfig()?.returns;
  // ?tab=wishlist opens that tab (the heart's toast and emails link to it).
  const [params] = useSearchParams();
  const tab = params.get('tab') ?? '';
  if (!user) return null; // the route guard sends guests to sign in
  return (
    <>
      <PageBanner
        imageBase="/collections/tussar-silk-sarees"
        title="My Account"
        subtitle={`Namaste, ${user.userName}. Your orders and delivery addresses.`}
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 md:px-8 md:py-10">
        <VerifyBanner />
        <Tabs defaultValue={TABS.includes(tab) ? tab : 'orders'}>
          <TabsList aria-label="Account" className="max-w-full flex-wrap">
            <TabsTrigger value="orders">
              <ListOrdered aria-hidden="true" />
              Orders
            </TabsTrigger>
            <TabsTrigger value="wishlist">
              <Heart aria-hidden="true" />
              Wishlist
            </TabsTrigger>
            <TabsTrigger value="address">
              <MapPin aria-hidden="true" />
              Address
            </TabsTrigger>
            <TabsTrigger value="security">
              <ShieldCheck aria-hidden="true" />
              Privacy &amp; security
            </TabsTrigger>
          </TabsList>
          <TabsContent value="orders">
            <OrdersList
              userId={user.id}
              userName={user.userName}
              renderOrderExtra={(order) => <OrderReturns order={order} settings={returns} />}
            />
          </TabsContent>
          <TabsContent value="wishlist">
            <WishlistSection />
          </TabsContent>
          <TabsContent value="address">
            <AddressBook />
          </TabsContent>
          <TabsContent value="security">
            <div className="grid max-w-2xl gap-6">
              <ChangePasswordForm />
              <PrivacyControls />
            </div>
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
