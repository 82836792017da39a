import { ListOrdered, MapPin } from 'lucide-react';
import { PageBanner } from '../../components/ui/page-banner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSession } from '../../lib/session';
import { AddressBook } from '../../features/address/components/address-book';
import { OrdersList } from '../../features/orders/components/orders-list';

export default function AccountPage() {
  const { user } = useSession();
  if (!user) return null; // the route guard sends guests to sign in
  return (
    <>
      <PageBanner
        imageBase="/collections/tussar-silk-sarees"
        title="My Account"
        subtitle={`Namaste, ${user.userName}. Your orders and delivery addresses.`}
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 md:px-8 md:py-10">
        <Tabs defaultValue="orders">
          <TabsList aria-label="Account">
            <TabsTrigger value="orders">
              <ListOrdered aria-hidden="true" />
              Orders
            </TabsTrigger>
            <TabsTrigger value="address">
              <MapPin aria-hidden="true" />
              Address
            </TabsTrigger>
          </TabsList>
          <TabsContent value="orders">
            <OrdersList userId={user.id} userName={user.userName} />
          </TabsContent>
          <TabsContent value="address">
            <AddressBook />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
