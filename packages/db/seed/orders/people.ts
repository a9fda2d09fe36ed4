import type { Rng } from './prng';

/*
 * Names for demo customers. The known orders (known-orders.ts) use first names that are not
 * here and that no name here starts with, so a name search for one finds exactly that order.
 */
export const FIRST_NAMES: readonly string[] = `
  Aarti Abhishek Aditi Aditya Akash Amit Anjali Ankit Anita Arjun Asha Ayesha Bhavna Chetan
  Deepa Dinesh Divya Farah Gaurav Geeta Harish Isha Jaya Karan Kavita Kiran Lakshmi Mahesh
  Manoj Meena Mohit Nandini Naveen Neha Nikhil Nisha Pallavi Pooja Pradeep Pranav Priya Rahul
  Rajesh Ramesh Rashmi Ravi Rekha Ritika Rohit Sachin Sandeep Sanjana Shalini Shreya Shweta
  Siddharth Sneha Sunil Sunita Suresh Swati Usha Varun Vidya Vijay Vikas Vinod Yash
`
  .trim()
  .split(/\s+/);

export const LAST_NAMES: readonly string[] = `
  Agarwal Bhat Chaudhary Das Desai Dubey Gowda Gupta Hegde Iyer Jain Joshi Kamath Kapoor Khan
  Kulkarni Kumar Mishra Menon Nair Naidu Pandey Patel Pillai Rao Reddy Saxena Sen Shah Sharma
  Shetty Singh Sinha Srinivasan Thakur Tiwari Varma Yadav
`
  .trim()
  .split(/\s+/);

const MAIL_DOMAINS = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com'] as const;

export interface Person {
  firstname: string;
  lastname: string;
  mobile: string;
  email: string;
}

/**
 * A ten-digit Indian mobile. Random numbers start with 6, 8 or 9; the known orders' numbers
 * start with 7, so a mobile search for one of them finds only that order.
 */
export function randomMobile(rng: Rng): string {
  return `${rng.pick(['6', '8', '9'])}${rng.text('0123456789', 9)}`;
}

/** A customer with a name, a mobile and a lower-case e-mail made from the name. */
export function randomPerson(rng: Rng): Person {
  const firstname = rng.pick(FIRST_NAMES);
  const lastname = rng.pick(LAST_NAMES);
  const mailbox = `${firstname}.${lastname}${rng.int(1, 9999)}`.toLowerCase();
  return {
    firstname,
    lastname,
    mobile: randomMobile(rng),
    email: `${mailbox}@${rng.pick(MAIL_DOMAINS)}`,
  };
}
