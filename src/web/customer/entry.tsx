import { hydrateRoot } from 'react-dom/client';
import { CustomerApp } from './customer-app';
import './customer.css';
import { PAGE_DATA_ID, parsePageData } from './page-data';

const root = document.getElementById('root');
const json = document.getElementById(PAGE_DATA_ID)?.textContent;
if (root && json) hydrateRoot(root, <CustomerApp data={parsePageData(json)} />);
